-- The widget's texts per visitor language; English stays in the existing columns.
ALTER TABLE "Widget" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
