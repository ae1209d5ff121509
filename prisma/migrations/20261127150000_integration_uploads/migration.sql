-- Files copied from an integration (a Slack reply) for one thread.
ALTER TYPE "AttachmentUploader" ADD VALUE 'INTEGRATION';
