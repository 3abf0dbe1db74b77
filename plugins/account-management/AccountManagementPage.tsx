import { ModuleGroupPage } from '../../runtime/modules/ModuleGroupPage';

export default function AccountManagementPage() {
  return <ModuleGroupPage group="accountManagement" ns="account-management" />;
}
