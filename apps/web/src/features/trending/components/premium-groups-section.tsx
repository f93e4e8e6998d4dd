import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { GroupStrip } from '../../groups/index.ts';
import { usePremiumGroupsPreview } from '../hooks.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';
import { SectionEmpty, SectionError, TrendingSection } from './trending-section.tsx';

/**
 * Premium Groups: the first five (platform.md §9) as the groups area's strip, with Subscribe or View
 * Group on each card, and View all to the premium groups list. `isStacked` in a narrow column (Home's
 * side column): the cards one under another, as on a phone, instead of a strip cut at its edge.
 */
export function PremiumGroupsSection({ isStacked = false }: { isStacked?: boolean }) {
  const query = usePremiumGroupsPreview();
  const viewAll = routeTo('premiumGroups');
  if (query.isError) {
    return (
      <TrendingSection id="premium-groups" title={TRENDING_TEXTS.premiumGroups}>
        <SectionError message={TRENDING_TEXTS.premiumGroupsError} onRetry={() => void query.refetch()} />
      </TrendingSection>
    );
  }
  return (
    <GroupStrip
      title={TRENDING_TEXTS.premiumGroups}
      groups={query.data?.premium_groups}
      context="premium-list"
      isStacked={isStacked}
      isLoading={query.isPending}
      viewAllTo={viewAll}
      actions={
        <Button component={RouterLink} to={viewAll} size="small">
          {TRENDING_TEXTS.viewAll}
        </Button>
      }
      empty={<SectionEmpty>{TRENDING_TEXTS.premiumGroupsEmpty}</SectionEmpty>}
    />
  );
}
