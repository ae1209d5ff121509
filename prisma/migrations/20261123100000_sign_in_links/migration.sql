-- AlterEnum
ALTER TYPE "AuthTokenKind" ADD VALUE 'SIGN_IN';
