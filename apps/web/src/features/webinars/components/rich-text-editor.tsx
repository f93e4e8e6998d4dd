import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import { Box, FormControl, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import { type ComponentType, useEffect, useId, useRef } from 'react';

const COMMANDS: { command: string; label: string; Icon: ComponentType<{ fontSize?: 'small' }> }[] = [
  { command: 'bold', label: 'Bold', Icon: FormatBoldIcon },
  { command: 'italic', label: 'Italic', Icon: FormatItalicIcon },
  { command: 'underline', label: 'Underline', Icon: FormatUnderlinedIcon },
  { command: 'insertUnorderedList', label: 'Bulleted list', Icon: FormatListBulletedIcon },
  { command: 'insertOrderedList', label: 'Numbered list', Icon: FormatListNumberedIcon },
];

interface RichTextEditorProps {
  label: string;
  /** HTML; '' when the editor holds no text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
}

/**
 * A small rich text box: Bold, Italic, Underline, bulleted and numbered lists, through a
 * contentEditable area and document.execCommand (deprecated but kept by every browser, and enough
 * for five commands). The server keeps only the tags it allows, so nothing is cleaned here.
 */
export function RichTextEditor({ label, value, onChange, onBlur, required, error }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const errorId = useId();

  // Only a value set from outside (a reset) is written in: writing what was typed would move the caret.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.innerHTML !== value && !(value === '' && isBlank(editor))) editor.innerHTML = value;
  }, [value]);

  const report = () => {
    const editor = editorRef.current;
    if (editor) onChange(isBlank(editor) ? '' : editor.innerHTML);
  };

  return (
    <FormControl error={Boolean(error)} required={required} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack direction="row" role="toolbar" aria-label={`${label} formatting`} sx={{ px: 0.5, py: 0.25 }}>
          {COMMANDS.map(({ command, label: commandLabel, Icon }) => (
            <Tooltip key={command} title={commandLabel}>
              <IconButton
                size="small"
                aria-label={commandLabel}
                // Keeps the selection in the editor, where the command applies.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  editorRef.current?.focus();
                  document.execCommand?.(command);
                  report();
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={editorRef}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={report}
          onBlur={onBlur}
          sx={{
            minHeight: 120,
            maxHeight: 320,
            overflowY: 'auto',
            px: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            outline: 'none',
            overflowWrap: 'anywhere',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& p': { my: 0.5 },
          }}
        />
      </Box>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

function isBlank(editor: HTMLElement): boolean {
  return (editor.textContent ?? '').trim() === '';
}
