-- Searches for text anywhere in a message, a name or an email (ILIKE '%…%') go through trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Message_body_idx" ON "Message" USING GIN ("body" gin_trgm_ops);

CREATE INDEX "Contact_name_idx" ON "Contact" USING GIN ("name" gin_trgm_ops);

CREATE INDEX "Contact_email_idx" ON "Contact" USING GIN ("email" gin_trgm_ops);
