-- CreateEnum
CREATE TYPE "ColorScheme" AS ENUM ('SYSTEM', 'LIGHT', 'DARK');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "assignOnReply" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "avatarLargeKey" TEXT,
ADD COLUMN     "avatarSmallKey" TEXT,
ADD COLUMN     "colorScheme" "ColorScheme" NOT NULL DEFAULT 'SYSTEM';

-- CreateIndex
CREATE UNIQUE INDEX "User_avatarLargeKey_key" ON "User"("avatarLargeKey");

-- CreateIndex
CREATE UNIQUE INDEX "User_avatarSmallKey_key" ON "User"("avatarSmallKey");
