import { SearchResults } from '../../features/search/components/search-results';
import { RoleGuard } from '../../ui/role-guard';

/** `/brand/results`: creator search results, the filters in the address (decision 015). */
export function BrandResultsRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <SearchResults />
    </RoleGuard>
  );
}
