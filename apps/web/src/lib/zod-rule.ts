import type { FormRule } from 'antd';

/** The part of a Zod schema used here (typed structurally: zod is a dependency of shared, not of web). */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * An antd rule backed by a shared Zod schema (ARCHITECTURE: one source of truth per rule). The
 * whole form is parsed so cross-field refinements (password confirmation) apply; only the issue of
 * this field is reported, and only the first (spec 000 §5).
 */
export function zodRule(schema: Schema, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      if (result.success) return;
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
