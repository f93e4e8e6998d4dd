import { AboutSection } from './about-section.tsx';
import { HeroSection } from './hero-section.tsx';

/** The page at '/': hero and About; the footer comes from the layout. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
    </>
  );
}
