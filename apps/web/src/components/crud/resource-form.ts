import type { ResourceDef } from '@saude/shared';
import type { FormItemProps } from 'antd';
import { zodRule } from '../../lib/zod-rule';

/**
 * Props of a Form.Item bound to a field of the resource's shared schema: the Zod rule (first
 * message only, spec 000 §5) and the asterisk when the field is required.
 */
export function campo(resource: ResourceDef, name: string): Pick<FormItemProps, 'name' | 'rules' | 'required'> {
  const shape = resource.schema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const field = shape[name];
  if (!field) throw new Error(`${resource.apiPath}: campo ${name} não declarado`);
  return { name, rules: [zodRule(resource.schema, name)], required: !field.safeParse(undefined).success };
}
