import { EnvironmentOutlined, SoundOutlined } from '@ant-design/icons';
import { ATALHO_CHAMAR_PROXIMA } from '@saude/shared';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TelaESala } from './use-local-chamada';
/** What a queue's call location is chosen from: its TV screens and its rooms. */
export interface OpcoesDeChamada {
  telas: { id: number; nome: string }[];
  salas: { id: number; nome: string }[];
}

/** "TV da recepção · Consultório 2": where a call goes, in the words of the screen. */
export function descreverLocal(form: OpcoesDeChamada, local: TelaESala): string {
  const tela = form.telas.find((t) => t.id === local.telaId)?.nome ?? 'sem TV (a chamada fica só registrada)';
  const sala = form.salas.find((s) => s.id === local.salaId)?.nome;
  return sala ? `${tela} · ${sala}` : tela;
}

/**
 * The call location of this professional, once at the top of the queue (issue 16 item 3), with "Alterar" and the
 * "Chamar próximo" button and its key.
 */
export function BarraDeChamada({
  form,
  local,
  ocupado,
  aoAlterar,
  aoChamarProximo,
}: {
  form: OpcoesDeChamada;
  local: TelaESala | undefined;
  ocupado: boolean;
  aoAlterar: () => void;
  aoChamarProximo: () => void;
}) {
  const escolhivel = form.telas.length > 1 || form.salas.length > 1;
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
      <Button type="primary" icon={<SoundOutlined />} loading={ocupado} onClick={aoChamarProximo} aria-keyshortcuts={ATALHO_CHAMAR_PROXIMA}>
        Chamar próximo <Tag style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>{ATALHO_CHAMAR_PROXIMA}</Tag>
      </Button>
      <Typography.Text>
        <EnvironmentOutlined /> Chamando em:{' '}
        {local ? (
          <Typography.Text strong>{descreverLocal(form, local)}</Typography.Text>
        ) : (
          <Typography.Text type="warning">a escolher</Typography.Text>
        )}
      </Typography.Text>
      {escolhivel && (
        <Button type="link" size="small" onClick={aoAlterar} style={{ paddingInline: 0 }}>
          {local ? 'Alterar' : 'Escolher'}
        </Button>
      )}
    </Flex>
  );
}
