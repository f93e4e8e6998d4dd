export type StencilShape = 'circle' | 'rectangle';

export const ASPECT_RATIO_CHOICES = [
  { name: '1:1', ratio: 1 },
  { name: '4:3', ratio: 4 / 3 },
  { name: '16:9', ratio: 16 / 9 },
  { name: 'Free', ratio: undefined },
] as const;

export type AspectRatioName = (typeof ASPECT_RATIO_CHOICES)[number]['name'];

/** The stencil's aspect ratio: a circle is always 1:1; a rectangle follows the choice (Free: none). */
export function stencilAspectRatio(shape: StencilShape, choice: AspectRatioName): number | undefined {
  if (shape === 'circle') return 1;
  return ASPECT_RATIO_CHOICES.find((option) => option.name === choice)?.ratio;
}
