import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export type OpenedSchemaEngine = {
  engine: SchemaEngine;
  /** Frees the engine and disposes the database connections it opened. */
  close(): Promise<void>;
};

export function openSchemaEngine(options: {
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  datamodels?: [path: string, content: string][];
  onLog?: (jsonLine: string) => void;
}): Promise<OpenedSchemaEngine>;
