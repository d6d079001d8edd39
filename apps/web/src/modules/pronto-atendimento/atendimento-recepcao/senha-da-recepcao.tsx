import type { Resposta, senhaRecepcaoRespostaSchema } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, type FormInstance, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import type { FormularioRecepcao } from './recepcao.api';

export type SenhaDaRecepcao = Resposta<typeof senhaRecepcaoRespostaSchema>;

/** The counter screen the receptionist came from: after receiving the ticket's holder, back there for the next. */
export const URL_GUICHE = '/painel-senha/fila-atendimento/index';

/**
 * Tickets and reception are one flow (issue 16 item 5): the counter opens the reception with ?senha=<id>; the
 * ticket is read (GET /api/painel-senha/fila/senha/{id}), its kiosk option and priority come preselected when the
 * reception offers them, and the reception is sent with `senhaId` so the ticket is linked and closed and its code
 * goes into the care queue. A ticket that cannot be read (closed, of another unit) leaves an ordinary reception.
 */
export function useSenhaDaRecepcao(opcoes: FormularioRecepcao | undefined, form: FormInstance) {
  const [params] = useSearchParams();
  const id = Number(params.get('senha')) || null;
  const consulta = useQuery({
    queryKey: ['painel-senha', 'fila', 'senha', id],
    queryFn: () => api.get<SenhaDaRecepcao>(`/api/painel-senha/fila/senha/${id}`),
    enabled: id !== null,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const senha = consulta.data && consulta.data.pacienteId === null ? consulta.data : null;
  const preenchida = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per ticket, when the reception's options are there
  useEffect(() => {
    if (!senha || !opcoes || preenchida.current === senha.id) return;
    preenchida.current = senha.id;
    const valores: Record<string, number> = {};
    if (senha.prioridade && opcoes.prioridades.some((p) => p.id === senha.prioridade?.id)) valores.prioridadeId = senha.prioridade.id;
    if (opcoes.opcoesEntrada.some((o) => o.id === senha.opcaoEntrada.id)) valores.opcaoEntradaId = senha.opcaoEntrada.id;
    form.setFieldsValue(valores);
  }, [senha, opcoes]);

  return {
    /** The ticket being received (null: none, or it could not be taken). */
    senha,
    /** Why the ticket in the address was not taken (shown; the reception goes on without it). */
    aviso:
      id === null
        ? null
        : consulta.isError
          ? 'A senha informada não foi encontrada. O paciente será recebido sem senha.'
          : consulta.data && consulta.data.pacienteId !== null
            ? `A senha ${consulta.data.codigo} já foi recebida. O paciente será recebido sem senha.`
            : null,
  };
}

/** "Senha A007": the ticket being received, what it came for and its priority, above the form. */
export function SenhaDaRecepcaoAviso({ senha, aviso }: { senha: SenhaDaRecepcao | null; aviso: string | null }) {
  if (aviso) return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={aviso} />;
  if (!senha) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <span>
          <strong style={{ fontSize: 18, marginInlineEnd: 8 }}>Senha {senha.codigo}</strong>
          {senha.opcaoEntrada.nome}
          {senha.prioridade && <Tag style={{ marginInlineStart: 8 }}>{senha.prioridade.nome}</Tag>}
        </span>
      }
      description="Ao receber o paciente, a senha é vinculada a ele, encerrada no guichê e aparece na fila do pronto atendimento."
    />
  );
}
