-- CreateEnum
CREATE TYPE "ArticleStatus" AS ENUM ('DRAFT', 'PUBLISHED', 'ARCHIVED');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "helpCenterEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "helpCenterTitle" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "KnowledgeCollection" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "icon" TEXT NOT NULL DEFAULT 'book',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnowledgeCollection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeArticle" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "collectionId" TEXT,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "body" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "status" "ArticleStatus" NOT NULL DEFAULT 'DRAFT',
    "position" INTEGER NOT NULL DEFAULT 0,
    "translationGroupId" TEXT NOT NULL,
    "authorId" TEXT,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "helpfulCount" INTEGER NOT NULL DEFAULT 0,
    "notHelpfulCount" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    -- Generated from the article's words in its own language (title A, excerpt B, body C); Prisma sees only a tsvector.
    "searchVector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(CASE "locale" WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END, "title"), 'A') ||
        setweight(to_tsvector(CASE "locale" WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END, "excerpt"), 'B') ||
        setweight(to_tsvector(CASE "locale" WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END, "body"), 'C')
    ) STORED,

    CONSTRAINT "KnowledgeArticle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeSearchMiss" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "lastSearchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgeSearchMiss_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KnowledgeCollection_organizationId_position_idx" ON "KnowledgeCollection"("organizationId", "position");

-- CreateIndex
CREATE INDEX "KnowledgeArticle_organizationId_collectionId_position_idx" ON "KnowledgeArticle"("organizationId", "collectionId", "position");

-- CreateIndex
CREATE INDEX "KnowledgeArticle_searchVector_idx" ON "KnowledgeArticle" USING GIN ("searchVector");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeArticle_organizationId_locale_slug_key" ON "KnowledgeArticle"("organizationId", "locale", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeSearchMiss_organizationId_locale_query_key" ON "KnowledgeSearchMiss"("organizationId", "locale", "query");

-- AddForeignKey
ALTER TABLE "KnowledgeCollection" ADD CONSTRAINT "KnowledgeCollection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeArticle" ADD CONSTRAINT "KnowledgeArticle_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeArticle" ADD CONSTRAINT "KnowledgeArticle_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "KnowledgeCollection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeArticle" ADD CONSTRAINT "KnowledgeArticle_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeSearchMiss" ADD CONSTRAINT "KnowledgeSearchMiss_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;


