import FlipIcon from '@mui/icons-material/Flip';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { ASPECT_RATIO_CHOICES, type AspectRatioName, type StencilShape } from './cropper-options.ts';

export interface CropperToolbarProps {
  shape: StencilShape;
  aspectRatio: AspectRatioName;
  disabled: boolean;
  onRotate: (degrees: number) => void;
  onFlip: (horizontal: boolean, vertical: boolean) => void;
  onShapeChange: (shape: StencilShape) => void;
  onAspectRatioChange: (name: AspectRatioName) => void;
}

/** Rotate, flip, stencil shape and (for a rectangle) aspect ratio. */
export function CropperToolbar({
  shape,
  aspectRatio,
  disabled,
  onRotate,
  onFlip,
  onShapeChange,
  onAspectRatioChange,
}: CropperToolbarProps) {
  const tools = [
    { label: 'Rotate left', icon: <RotateLeftIcon />, act: () => onRotate(-90) },
    { label: 'Rotate right', icon: <RotateRightIcon />, act: () => onRotate(90) },
    { label: 'Flip horizontally', icon: <FlipIcon />, act: () => onFlip(true, false) },
    {
      label: 'Flip vertically',
      icon: <FlipIcon sx={{ transform: 'rotate(90deg)' }} />,
      act: () => onFlip(false, true),
    },
  ];
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={0.5} role="toolbar" aria-label="Image tools">
        {tools.map((tool) => (
          <Tooltip key={tool.label} title={tool.label}>
            <span>
              <IconButton aria-label={tool.label} onClick={tool.act} disabled={disabled}>
                {tool.icon}
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          aria-label="Crop shape"
          onChange={(_event, value: StencilShape | null) => value && onShapeChange(value)}
        >
          <ToggleButton value="circle">Circle</ToggleButton>
          <ToggleButton value="rectangle">Rectangle</ToggleButton>
        </ToggleButtonGroup>
        {shape === 'rectangle' && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={aspectRatio}
            aria-label="Aspect ratio"
            onChange={(_event, value: AspectRatioName | null) => value && onAspectRatioChange(value)}
          >
            {ASPECT_RATIO_CHOICES.map((choice) => (
              <ToggleButton key={choice.name} value={choice.name}>
                {choice.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Stack>
    </Stack>
  );
}
