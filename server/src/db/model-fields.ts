import { getDatamodel } from '../generated/pothos-prisma-types';

/** A field of a model as the schema declares it (scalar, enum or relation). */
export type ModelField = ReturnType<typeof getDatamodel>['datamodel']['models'][string]['fields'][number];

let fieldsByModel: Map<string, Map<string, ModelField>> | undefined;

/** The fields of `model` by name; undefined for a name that is not a model. Read from the schema once. */
export function modelFields(model: string): Map<string, ModelField> | undefined {
  fieldsByModel ??= new Map(Object.entries(getDatamodel().datamodel.models).map(([name, { fields }]) => [name, new Map(fields.map((field) => [field.name, field]))]));
  return fieldsByModel.get(model);
}
