import { Flex, Input, Radio, Select, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { FormularioFila } from './fila.api';
import { rotuloTempoEspera } from './fila.formatos';
import type { Filtro, useFiltrosFila } from './use-filtros-fila';

/** Typing pauses this long before the search goes to the URL and the server (as the tables do). */
const BUSCA_ATRASO_MS = 500;

const Bolinha = ({ cor }: { cor: string }) => (
  <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: cor, marginInlineEnd: 6 }} />
);

const comCor = (cor: string, texto: string): ReactNode => (
  <span>
    <Bolinha cor={cor} />
    {texto}
  </span>
);

type Filtros = ReturnType<typeof useFiltrosFila>;

/** The filters bar of spec 000 §2.6: search, sort, five selects, and the rooms when the queue has any. */
export function FiltrosFila({ form, filtros, definir }: { form: FormularioFila } & Filtros) {
  const [busca, setBusca] = useState(filtros.busca);
  useEffect(() => setBusca(filtros.busca), [filtros.busca]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounce restarts on typing only
  useEffect(() => {
    if (busca.trim() === filtros.busca) return;
    const timer = setTimeout(() => definir({ busca: busca.trim() }), BUSCA_ATRASO_MS);
    return () => clearTimeout(timer);
  }, [busca]);

  const select = (
    filtro: Filtro,
    rotulo: string,
    valor: number | undefined,
    options: { value: number; label: ReactNode }[],
    largura = 200,
  ) => (
    <Select
      allowClear
      aria-label={rotulo}
      placeholder={rotulo}
      style={{ width: largura }}
      value={valor}
      onChange={(v?: number) => definir({ [filtro]: v })}
      options={options}
    />
  );

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          aria-label="Pesquisar"
          placeholder="Nome, senha ou nº da FAA"
          style={{ width: 260 }}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          onSearch={(v) => definir({ busca: v.trim() })}
        />
        <Select
          aria-label="Ordenação"
          style={{ width: 290 }}
          value={filtros.ordenacao}
          onChange={(v: string) => definir({ ordenacao: v })}
          options={form.ordenacoes.map((o) => ({ value: o.id, label: o.nome }))}
        />
        {select(
          'tempoEspera',
          'Tempo de espera',
          filtros.tempoEsperaId,
          form.temposEspera.map((t) => ({ value: t.id, label: comCor(t.cor, rotuloTempoEspera(t.minutos)) })),
        )}
        {select(
          'opcaoEntrada',
          'Opção de entrada',
          filtros.opcaoEntradaId,
          form.opcoesEntrada.map((o) => ({ value: o.id, label: o.nome })),
        )}
        {select(
          'prioridade',
          'Prioridade',
          filtros.prioridadeId,
          form.prioridades.map((o) => ({ value: o.id, label: o.nome })),
        )}
        {select(
          'classificacaoRisco',
          'Classificação de risco',
          filtros.classificacaoRiscoId,
          form.classificacoesRisco.map((c) => ({ value: c.id, label: comCor(c.cor, c.nome) })),
        )}
        {select(
          'status',
          'Situação',
          filtros.status,
          form.status.map((s) => ({ value: s.id, label: s.nome })),
          170,
        )}
      </Flex>
      {form.salas.length > 0 && (
        <Space wrap>
          <span>Sala:</span>
          <Radio.Group
            aria-label="Sala"
            optionType="button"
            value={filtros.salaId ?? 0}
            onChange={(e) => definir({ sala: e.target.value || undefined })}
            options={[{ value: 0, label: 'Todas' }, ...form.salas.map((s) => ({ value: s.id, label: s.nome }))]}
          />
        </Space>
      )}
    </Flex>
  );
}
