import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { validatedClasses, type ValidationMetadata } from '../platform/class-validator-storage';

/**
 * The constraints the validation pipe enforces, written into the document from the
 * validators themselves (CONTRACT §9): a client generated from it never sends what the
 * service refuses, and a rule changed in a DTO cannot leave the document behind.
 * Rules that JSON Schema cannot say (a phone in any common form, a tin that fits `kind`,
 * a confirmation equal to the password) stay in the property's description.
 */
type Rule = (property: SchemaObject, constraints: unknown[]) => void;

const RULES: Record<string, Rule> = {
  minLength: (p, [min]) => (p.minLength = Number(min)),
  maxLength: (p, [max]) => (p.maxLength = Number(max)),
  matches: (p, [pattern, modifiers]) => {
    const source = pattern instanceof RegExp ? pattern.source : String(pattern);
    const flags = pattern instanceof RegExp ? pattern.flags : typeof modifiers === 'string' ? modifiers : '';
    // A case-insensitive or multi-line pattern means something else in JSON Schema.
    if (flags === '') p.pattern = source;
  },
  isIn: (p, [values]) => (p.enum = [...(values as unknown[])]),
  isUuid: (p) => (p.format = 'uuid'),
  isInt: (p) => (p.type = 'integer'),
  min: (p, [min]) => (p.minimum = Number(min)),
  max: (p, [max]) => (p.maximum = Number(max)),
};

/** The validated classes that class-validator knows, by name. */
function validatedClassesByName(): Map<string, new () => unknown> {
  return new Map(validatedClasses().map((target) => [target.name, target]));
}

export function documentValidationRules(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const storage = getMetadataStorage();
  for (const [name, target] of validatedClassesByName()) {
    const schema = schemas[name];
    if (!schema || '$ref' in schema) continue;
    const metadata: ValidationMetadata[] = storage.getTargetValidationMetadatas(target, '', true, false);
    for (const rule of metadata) {
      const property = schema.properties?.[rule.propertyName];
      const apply = RULES[rule.name ?? ''];
      if (property && !('$ref' in property) && apply) apply(property, rule.constraints ?? []);
    }
  }
}
