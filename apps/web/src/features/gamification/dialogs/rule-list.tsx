import { List, ListItem, ListItemText } from '@mui/material';

/** A few rules as a bulleted list. */
export function RuleList({ rules, label }: { rules: readonly string[]; label: string }) {
  return (
    <List dense aria-label={label} sx={{ listStyle: 'disc', pl: 2.5 }}>
      {rules.map((rule) => (
        <ListItem key={rule} disableGutters sx={{ display: 'list-item' }}>
          <ListItemText primary={rule} />
        </ListItem>
      ))}
    </List>
  );
}
