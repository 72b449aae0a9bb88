export { defineContractViews, type ContractViews, type LocalListProps } from './define-contract-views';
export { useInsideRowLink } from './contract-list';
export type { ContractViewsDeclaration, FieldOverride, FormOverride, ListOverride, ShowOverride } from './declaration';
export { schemaFields, type FieldKind, type ObjectSchema, type SchemaField } from './schema-fields';
export { listParameters, type ListParameters } from './list-parameters';
export { contractValidators } from './contract-input';
