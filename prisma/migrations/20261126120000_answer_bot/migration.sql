-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "answerFirstEnabled" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Thread" ADD COLUMN     "botAnsweredAt" TIMESTAMP(3),
ADD COLUMN     "botHandedOverAt" TIMESTAMP(3);
