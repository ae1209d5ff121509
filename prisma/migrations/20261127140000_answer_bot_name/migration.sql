-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "answerBotName" TEXT;
