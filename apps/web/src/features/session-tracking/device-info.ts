/** The device part of the session update (platform.md §3): name, version, os, manufacturer, product. */
export interface DeviceInfo {
  name: string | null;
  version: string | null;
  os: string | null;
  manufacturer: string | null;
  product: string | null;
}

interface UserAgentBrand {
  brand: string;
  version: string;
}

/** navigator.userAgentData where the browser has it (Chromium); not in the DOM typings yet. */
interface UserAgentData {
  brands?: UserAgentBrand[];
  platform?: string;
}

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

function manufacturerOf(userAgent: string): string | null {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return 'Apple';
  if (/Samsung|SM-/.test(userAgent)) return 'Samsung';
  return null;
}

function productOf(userAgent: string): string | null {
  const apple = /(iPhone|iPad|iPod)/.exec(userAgent);
  if (apple?.[1]) return apple[1];
  const android = /Android [\d.]+; (?:[a-z]{2}-[a-z]{2}; )?([^;)]+?)(?: Build|\))/i.exec(userAgent);
  return android?.[1]?.trim() || null;
}

/** A simple reading of the user-agent string, for browsers without userAgentData. */
export function parseUserAgent(userAgent: string): DeviceInfo {
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)] as const).find(
    ([, match]) => match,
  );
  return {
    name: browser?.[0] ?? null,
    version: browser?.[1]?.[1] ?? null,
    os: SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null,
    manufacturer: manufacturerOf(userAgent),
    product: productOf(userAgent),
  };
}

export function readDeviceInfo(nav: Navigator = navigator): DeviceInfo {
  const parsed = parseUserAgent(nav.userAgent);
  const data = (nav as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  // Brands include GREASE entries ('Not A;Brand') and the engine ('Chromium'); prefer the product.
  const brand =
    data?.brands?.find((entry) => !/Not.?A.?Brand|Chromium/i.test(entry.brand)) ??
    data?.brands?.find((entry) => !/Not.?A.?Brand/i.test(entry.brand));
  return {
    ...parsed,
    name: brand?.brand ?? parsed.name,
    version: brand?.version ?? parsed.version,
    os: data?.platform || parsed.os,
  };
}
