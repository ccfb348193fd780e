import { RoleGuard } from '../../../ui/role-guard';
import { ContactInbox } from '../components/contact-inbox';

/** `/admin/contact`: the contact page's messages, answered by e-mail; admins only, everyone else is sent home. */
export function AdminContactRoute() {
  return (
    <RoleGuard allowed={['admin']} redirectTo="/">
      <ContactInbox />
    </RoleGuard>
  );
}
