// The sandbox news provider (NEWS_PROVIDER=sandbox): the demo headlines as one feed.
// providers/news/index.ts chooses it.
export { SANDBOX_HEADLINES, SANDBOX_SOURCE, type SandboxHeadline } from './sandbox-headlines.ts';
export { createSandboxNewsProvider, SANDBOX_FEED } from './sandbox-news.provider.ts';
