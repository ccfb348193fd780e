import { RoleGuard } from '../../../ui/role-guard';
import { SearchResults } from '../components/search-results';

/** `/brand/results`: creator search results, the filters in the address (decision 015). */
export function BrandResultsRoute() {
  return (
    <RoleGuard allowed={['brand']} redirectTo="/start">
      <SearchResults />
    </RoleGuard>
  );
}
