import { SaveOutlined, TagsOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, type InputRef, Radio, Select, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataHoraInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type AmostraDaColeta, coletaApi } from './coleta.api';
import { nomeComSocial, TagAmostra } from './comum';

interface Marcacao {
  situacao?: 2 | 3;
  coletadaEm?: string | null;
  motivoNaoColeta?: string;
  motivoOutro?: string;
}

/**
 * exame-laboratorial/lancamento-coleta/create (spec 000 §2.3; issue 21): the scheduling is found by its number —
 * typed, or scanned (the reader types it and Enter) — or opened from the collection list (?numero=); each sample is
 * marked collected (by the user, now or at the time typed) or not collected with its reason. Saving is one
 * transaction; with the laboratory's setting, the collection labels of what was collected open to print.
 */
export default function LancamentoColetaPage() {
  const [params, setParams] = useSearchParams();
  const numero = params.get('numero') && /^\d+$/.test(params.get('numero') as string) ? Number(params.get('numero')) : undefined;
  const [digitado, setDigitado] = useState(numero ? String(numero) : '');
  const [marcas, setMarcas] = useState<Record<number, Marcacao>>({});
  const campoNumero = useRef<InputRef>(null);
  const form = useQuery({ queryKey: ['exame-laboratorial', 'lancamento-coleta', numero], queryFn: () => coletaApi.formLancamento(numero) });
  const ag = form.data?.model ?? null;
  // a new scheduling (a scan) starts with nothing marked and the reader's field ready for the next one
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the number's change only
  useEffect(() => {
    setMarcas({});
    campoNumero.current?.focus();
  }, [numero]);
  const buscar = (v: string) => {
    const n = v.trim();
    if (!/^\d+$/.test(n)) return;
    const p = new URLSearchParams(params);
    p.set('numero', n);
    setParams(p, { replace: true });
  };
  const marcar = (id: number, m: Partial<Marcacao>) => setMarcas((a) => ({ ...a, [id]: { ...a[id], ...m } }));
  const gravar = useMutation({
    mutationFn: () =>
      coletaApi.lancar({
        labAgendamentoId: ag?.id,
        amostras: Object.entries(marcas)
          .filter(([, m]) => m.situacao)
          .map(([id, m]) => ({
            id: Number(id),
            situacao: m.situacao,
            coletadaEm: m.situacao === 2 ? (m.coletadaEm ?? undefined) : undefined,
            motivoNaoColeta: m.situacao === 3 ? m.motivoNaoColeta : undefined,
            motivoOutro: m.situacao === 3 ? m.motivoOutro : undefined,
          })),
      }),
    onSuccess: async (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Coleta registrada: ${r.coletadas} amostra(s) coletada(s), ${r.naoColetadas} não coletada(s).`,
      });
      const coletadas = Object.entries(marcas)
        .filter(([, m]) => m.situacao === 2)
        .map(([id]) => Number(id));
      if (r.etiquetaAoColetar && coletadas.length)
        await coletaApi.imprimirEtiquetas('coleta', { amostras: coletadas }).catch(handleApiError);
      setMarcas({});
      await form.refetch();
      setDigitado('');
      campoNumero.current?.focus();
    },
    onError: handleApiError,
  });
  const marcadas = Object.values(marcas).filter((m) => m.situacao).length;
  return (
    <div className="sm-page">
      <PageHeader title="Lançamento de coleta" />
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          ref={campoNumero}
          autoFocus
          aria-label="Número do agendamento"
          placeholder="Número do agendamento (digite ou leia o código de barras)"
          style={{ width: 420 }}
          value={digitado}
          onChange={(e) => setDigitado(e.target.value.replace(/\D/g, ''))}
          onSearch={buscar}
          enterButton="Buscar"
        />
      </Space>
      {form.isError && <Alert type="error" showIcon message={(form.error as Error).message} />}
      {ag && (
        <Card
          size="small"
          title={`Agendamento nº ${ag.numero}`}
          extra={
            <Button
              icon={<TagsOutlined />}
              onClick={() => coletaApi.imprimirEtiquetas('coleta', { agendamentos: [ag.id] }).catch(handleApiError)}
            >
              Etiquetas
            </Button>
          }
        >
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Paciente">{nomeComSocial(ag.pacienteNome, ag.pacienteNomeSocial)}</Descriptions.Item>
            <Descriptions.Item label="Idade">{ag.idade || '-'}</Descriptions.Item>
            <Descriptions.Item label="Data">{`${formatarData(ag.data)} ${ag.hora.slice(0, 5)}`}</Descriptions.Item>
            <Descriptions.Item label="Laboratório">{ag.laboratorio}</Descriptions.Item>
            <Descriptions.Item label="Unidade de coleta">{ag.unidadeColeta}</Descriptions.Item>
            <Descriptions.Item label="Solicitante">{ag.solicitante ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Table<AmostraDaColeta>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={ag.amostras}
            columns={[
              {
                title: 'Amostra',
                key: 'amostra',
                render: (_: unknown, s) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{[s.material, s.recipiente].filter(Boolean).join(' — ')}</Typography.Text>
                    <Typography.Text type="secondary">{s.exames.map((e) => e.sigla).join(', ')}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: 'Situação atual',
                key: 'atual',
                width: 230,
                render: (_: unknown, s) => (
                  <Space direction="vertical" size={0}>
                    <TagAmostra situacao={s.situacao} />
                    {s.situacao === 2 && <small>{`${formatarDataHora(s.coletadaEm)} — ${s.coletadaPor ?? ''}`}</small>}
                    {s.situacao === 3 && <small>{s.motivoNaoColeta}</small>}
                  </Space>
                ),
              },
              {
                title: 'Registrar',
                key: 'registrar',
                render: (_: unknown, s) => {
                  const m = marcas[s.id] ?? {};
                  return (
                    <Space direction="vertical" size={4} style={{ width: '100%' }}>
                      <Radio.Group
                        aria-label={`Situação da amostra ${s.material}`}
                        value={m.situacao}
                        onChange={(e) => marcar(s.id, { situacao: e.target.value })}
                        options={[
                          { value: 2, label: 'Coletada' },
                          { value: 3, label: 'Não coletada' },
                        ]}
                      />
                      {m.situacao === 2 && (
                        <Space size={4}>
                          <Typography.Text type="secondary">Hora da coleta (vazio: agora)</Typography.Text>
                          <DataHoraInput
                            rotuloData={`Data da coleta de ${s.material}`}
                            rotuloHora={`Hora da coleta de ${s.material}`}
                            value={m.coletadaEm ?? null}
                            onChange={(v) => marcar(s.id, { coletadaEm: v })}
                          />
                        </Space>
                      )}
                      {m.situacao === 3 && (
                        <Space wrap>
                          <Select
                            aria-label={`Motivo da não coleta de ${s.material}`}
                            placeholder="Motivo"
                            style={{ width: 280 }}
                            value={m.motivoNaoColeta}
                            options={(form.data?.form.motivos ?? []).map((x) => ({ value: x, label: x }))}
                            onChange={(v) => marcar(s.id, { motivoNaoColeta: v })}
                          />
                          {m.motivoNaoColeta === 'Outro' && (
                            <Input
                              aria-label={`Descreva o motivo de ${s.material}`}
                              placeholder="Descreva o motivo"
                              style={{ width: 280 }}
                              maxLength={300}
                              value={m.motivoOutro}
                              onChange={(e) => marcar(s.id, { motivoOutro: e.target.value })}
                            />
                          )}
                        </Space>
                      )}
                    </Space>
                  );
                },
              },
            ]}
          />
          <Space style={{ marginTop: 12 }}>
            <Button
              onClick={() =>
                setMarcas(Object.fromEntries(ag.amostras.filter((s) => s.situacao === 1).map((s) => [s.id, { situacao: 2 as const }])))
              }
            >
              Marcar pendentes como coletadas
            </Button>
            <Button type="primary" icon={<SaveOutlined />} disabled={!marcadas} loading={gravar.isPending} onClick={() => gravar.mutate()}>
              Salvar coleta
            </Button>
          </Space>
        </Card>
      )}
    </div>
  );
}
