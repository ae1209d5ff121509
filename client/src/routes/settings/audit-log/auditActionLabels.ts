/** How the audit log names each action the server records (Query.auditActions); unknown ones show as recorded. */
const labels: Record<string, string> = {
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Failed sign-in',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.recovery_code_used': 'Recovery code used',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'invitation.created': 'Invitation sent',
  'invitation.revoked': 'Invitation revoked',
  'widget.created': 'Widget created',
  'widget.updated': 'Widget changed',
  'widget.identity_secret_rotated': 'Identity secret replaced',
  'webhook_endpoint.created': 'Webhook endpoint added',
  'webhook_endpoint.deleted': 'Webhook endpoint deleted',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'slack.connected': 'Slack connected',
  'slack.disconnected': 'Slack disconnected',
  'organization.updated': 'Organization settings changed',
  'billing.plan_changed': 'Plan changed',
  'contact.exported': 'Contact exported',
  'contact.erased': 'Contact erased',
  'retention.updated': 'Data retention changed',
  'retention.ran': 'Retention run',
  'organization.deletion_scheduled': 'Organization deletion scheduled',
  'organization.deletion_cancelled': 'Organization deletion cancelled',
  'organization.export_started': 'Organization export started',
  'organization.export_downloaded': 'Organization export downloaded',
};

export function auditActionLabel(action: string): string {
  return labels[action] ?? action;
}
