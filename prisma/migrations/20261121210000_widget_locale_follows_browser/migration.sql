-- AlterTable
ALTER TABLE "Widget" ALTER COLUMN "locale" DROP NOT NULL,
ALTER COLUMN "locale" DROP DEFAULT;


-- Until now every widget spoke the visitor's browser language whatever this column said.
UPDATE "Widget" SET "locale" = NULL;
