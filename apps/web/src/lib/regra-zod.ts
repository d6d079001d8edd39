import type { FormRule } from 'antd';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

/**
 * An antd rule from a shared Zod schema whose refinements compare fields (blood pressure, urgent reason).
 * Zod runs an object's refinements only when every field parses, so the fields that fail step aside on a
 * second parse (required ones replaced by `substitutos`) and the refinement can speak for this field.
 * Only the first message shows (spec 000 §5).
 */
export function regraZod(schema: Schema, campo: string, substitutos: Record<string, unknown> = {}): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const valores: Record<string, unknown> = getFieldsValue(true);
      const primeira = schema.safeParse(valores);
      if (primeira.success) return;
      const issues = primeira.error?.issues ?? [];
      const propria = issues.find((i) => i.path[0] === campo);
      if (propria) throw new Error(propria.message);
      const falhos = new Set(issues.map((i) => String(i.path[0])));
      const limpos = Object.fromEntries(Object.entries(valores).filter(([k]) => !falhos.has(k)));
      const trocas = Object.fromEntries(Object.entries(substitutos).filter(([k]) => falhos.has(k)));
      const cruzada = schema.safeParse({ ...limpos, ...trocas }).error?.issues.find((i) => i.path[0] === campo);
      if (cruzada) throw new Error(cruzada.message);
    },
  });
}
