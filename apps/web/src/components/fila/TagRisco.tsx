import { Tag, Typography } from 'antd';
import { textoSobre } from '../../lib/cores';

/**
 * A risk colour (Manchester) as every screen shows it — queue, attendance header, prints list: the solid colour
 * with the text that reads on it (contrast ≥ 4.5:1 for the standard colours), never a pale tint.
 */
export function TagRisco({ nome, cor, semClassificacao }: { nome: string | null; cor: string | null; semClassificacao?: string }) {
  if (!nome || !cor) return semClassificacao ? <Typography.Text type="secondary">{semClassificacao}</Typography.Text> : null;
  return (
    <Tag variant="solid" color={cor} style={{ color: textoSobre(cor), fontWeight: 600, marginInlineEnd: 0 }}>
      {nome}
    </Tag>
  );
}
