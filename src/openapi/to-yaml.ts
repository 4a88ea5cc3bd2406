import { stringify } from 'yaml';

/** YAML with keys sorted at every level, so the committed file is stable. */
export function toSortedYaml(document: object): string {
  return stringify(document, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false });
}
