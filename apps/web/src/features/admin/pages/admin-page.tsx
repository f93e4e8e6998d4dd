import { Alert, Button, Container, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { readSession } from '../../../shared/api/session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useAdminMe } from '../hooks.ts';
import { type AdminSection, sectionsFor } from '../sections.ts';

export const ADMIN_TEXTS = {
  heading: 'Admin Panel',
  noAccess: 'The admin panel is for TradeCircle staff. Your account has no access to it.',
  failed: 'The admin panel could not be loaded.',
  noSection: 'Your role does not include this part of the admin panel.',
  superAdmin: 'Super admin',
  sectionsLabel: 'Admin sections',
} as const;

const ADMIN_ROOT = '/admin';

/** The section a path names (/admin/<section>/...), or undefined at /admin itself. */
function sectionPathOf(pathname: string): string | undefined {
  const rest = pathname.slice(ADMIN_ROOT.length).split('/').filter(Boolean);
  return rest[0];
}

/**
 * /admin and its children: the sections the caller's role opens (admin/me decides; the server
 * checks every call again), one tab each; /admin opens the first.
 */
export function AdminPage() {
  const me = useAdminMe();
  const { pathname } = useLocation();

  if (me.isPending)
    return (
      <Container maxWidth="lg" disableGutters>
        <Skeleton variant="text" width={220} height={48} />
        <Skeleton variant="rounded" height={240} />
      </Container>
    );

  if (me.isError) {
    const noAccess = me.error instanceof HttpError && me.error.status === 403;
    return (
      <Container maxWidth="md" disableGutters>
        <Alert
          severity={noAccess ? 'info' : 'error'}
          action={
            noAccess ? (
              <Button
                component={RouterLink}
                to={routeTo('HomePage', { id: readSession().userId ?? '' })}
                color="inherit"
                size="small"
              >
                Home
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void me.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {noAccess ? ADMIN_TEXTS.noAccess : ADMIN_TEXTS.failed}
        </Alert>
      </Container>
    );
  }

  const { is_superuser, teams } = me.data;
  const open = sectionsFor(me.data);
  const role = is_superuser ? ADMIN_TEXTS.superAdmin : teams.map((team) => team.name).join(', ');
  const requested = sectionPathOf(pathname);
  const tabs = open.filter((section) => !section.detailOf);
  // Every staff member has at least the user lookup.
  if (requested === undefined && tabs[0]) return <Navigate to={`${ADMIN_ROOT}/${tabs[0].path}`} replace />;

  const current = open.find((section) => section.path === requested);
  const tabValue = current?.detailOf ?? current?.path ?? false;

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={0.5} sx={{ mb: 1.5 }}>
        <Typography variant="h5" component="h1">
          {ADMIN_TEXTS.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {role}
        </Typography>
      </Stack>
      <SectionTabs tabs={tabs} value={tabValue} />
      {current ? <SectionPanel section={current} /> : <Alert severity="info">{ADMIN_TEXTS.noSection}</Alert>}
    </Container>
  );
}

/**
 * One tab per section, scrolling on a phone. MUI scrolls the selected tab into view before its scroll
 * buttons appear, which then cover it (on a phone the Users or Moderation tab sat under the arrow);
 * scrolling it into view once more after that frame keeps the open section's tab in sight.
 */
function SectionTabs({ tabs, value }: { tabs: readonly AdminSection[]; value: string | false }) {
  const tabsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (value === false) return;
    const frame = requestAnimationFrame(() => {
      const selected = tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      selected?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <Tabs
      ref={tabsRef}
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={ADMIN_TEXTS.sectionsLabel}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((section) => (
        <Tab
          key={section.path}
          value={section.path}
          label={section.label}
          component={RouterLink}
          to={`${ADMIN_ROOT}/${section.path}`}
        />
      ))}
    </Tabs>
  );
}

function SectionPanel({ section }: { section: AdminSection }) {
  const { Panel } = section;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }}>
      <Panel />
    </Paper>
  );
}
