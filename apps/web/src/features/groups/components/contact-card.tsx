import ContactPageOutlined from '@mui/icons-material/ContactPageOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { Contact } from '@tradecircle/domain';
import { useState } from 'react';
import { GROUP_TEXTS } from '../group-texts.ts';
import { useLogContactView } from '../hooks.ts';
import { CutText } from './cut-text.tsx';

/** The contact description's cut: 150 characters when longer than 130 (§9). */
const CONTACT_CUT = { limit: 150, above: 130 } as const;

/**
 * The expert's contact and regulator details (§2 premium group page), shown after 'View contact
 * details', which logs the view (view-contact-detail, for visitors too).
 */
export function ContactCard({ contact, adminUserId }: { contact: Contact; adminUserId: number }) {
  const [isShown, setIsShown] = useState(false);
  const logView = useLogContactView();
  const reveal = () => {
    setIsShown(true);
    logView.mutate(adminUserId);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="group-contact-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="group-contact-title" variant="h6" component="h2">
          Contact and registration
        </Typography>
        {!isShown && (
          <Button size="small" variant="outlined" startIcon={<ContactPageOutlined />} onClick={reveal}>
            {GROUP_TEXTS.viewContact}
          </Button>
        )}
      </Stack>
      {isShown && (
        <Stack spacing={1.25}>
          <Row label="CIN" value={contact.cin} />
          <Row label="SEBI registration" value={contact.SEBI_number} />
          {contact.description && (
            <CutText
              text={contact.description}
              limit={CONTACT_CUT.limit}
              above={CONTACT_CUT.above}
              moreLabel="Show More"
              lessLabel="Read Less"
            />
          )}
          <Row label="Office address" value={contact.office_address} />
          <Row label="Phone" value={contact.phone} href={contact.phone ? `tel:${contact.phone}` : null} />
          <Row label="Email" value={contact.email} href={contact.email ? `mailto:${contact.email}` : null} />
          <Officer title="Grievance officer" officer={contact.grievance_officer} />
          <Officer title="Compliance officer" officer={contact.compliance_officer} />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {contact.investor_charter && (
              <Link href={contact.investor_charter} target="_blank" rel="noopener noreferrer">
                Investor charter
              </Link>
            )}
            {contact.investor_complaints && (
              <Link href={contact.investor_complaints} target="_blank" rel="noopener noreferrer">
                Investor complaints
              </Link>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

function Row({ label, value, href = null }: { label: string; value: string | null; href?: string | null }) {
  if (!value) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {href ? <Link href={href}>{value}</Link> : value}
      </Typography>
    </Box>
  );
}

function Officer({ title, officer }: { title: string; officer: Contact['grievance_officer'] }) {
  if (!officer.name && !officer.email && !officer.mobile) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {title}
      </Typography>
      <Typography variant="body2">{officer.name ?? '-'}</Typography>
      {officer.email && (
        <Typography variant="body2">
          <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
        </Typography>
      )}
      {officer.mobile && (
        <Typography variant="body2">
          <Link href={`tel:${officer.mobile}`}>{officer.mobile}</Link>
        </Typography>
      )}
    </Box>
  );
}
