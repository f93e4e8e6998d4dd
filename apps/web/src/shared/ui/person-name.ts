function words(name: string): string[] {
  return name.trim().split(/\s+/).filter(Boolean);
}

/** 'Ravi Kumar Sharma' -> 'Ravi S.' (first name plus last initial); one-word names stay whole. */
export function shortPersonName(name: string): string {
  const parts = words(name);
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last || parts.length === 1) return name.trim();
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}

/** Up to two initials: 'Ravi Kumar Sharma' -> 'RS', 'ravi' -> 'R'. */
export function personInitials(name: string): string {
  const parts = words(name);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
