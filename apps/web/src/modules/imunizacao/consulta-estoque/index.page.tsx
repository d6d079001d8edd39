import { IMU } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { estoqueVacinaApi, type FrascoAberto, type LoteEstoqueVacina } from '../estoque-comum/estoque.api';
import { TagValidade } from '../estoque-comum/TagValidade';

const SITUACOES = [
  { value: 'vencendo', label: 'Vencendo' },
  { value: 'vencido', label: 'Vencidos' },
  { value: 'valido', label: 'Não vencidos' },
];

/** Time left of an open vial ("3 h 20 min"), or "vencido". */
function restante(venceEm: string, agora: number) {
  const min = Math.floor((dayjs(venceEm).valueOf() - agora) / 60_000);
  if (min <= 0) return 'vencido';
  return min >= 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min} min`;
}

/**
 * imunizacao/consulta-estoque/index (spec 000 §2.3; spec 001 §7 estoque, unidade): the lots of a room in doses and
 * vials with the expiry warnings, and its open vials with the time left (expired ones are closed as the page reads).
 * The coordination may pick any room; a room nurse sees hers.
 */
export default function ConsultaEstoquePage() {
  const [params, setParams] = useSearchParams();
  const salaId = params.get('sala') ? Number(params.get('sala')) : undefined;
  const situacao = params.get('situacao') ?? undefined;
  const podeDescartar = usePermission(IMU.baixaCadastrar);
  const [agora, setAgora] = useState(Date.now());
  const [descarte, setDescarte] = useState<{ frasco: FrascoAberto; motivo: string } | null>(null);
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  const salas = useQuery({ queryKey: ['imunizacao', 'consulta-estoque', 'unidade'], queryFn: estoqueVacinaApi.salas });
  const estoque = useQuery({
    queryKey: ['imunizacao', 'consulta-estoque', salaId, situacao],
    queryFn: () => estoqueVacinaApi.estoque({ salaId, situacao }),
  });
  const propria = salas.data?.salaDaSessao;
  const descartar = useMutation({
    mutationFn: (d: { id: number; motivo: string }) => estoqueVacinaApi.descartarFrasco(d.id, d.motivo),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: `Frasco descartado: ${r.perdidas} dose(s) registradas como perda.` });
      setDescarte(null);
      void estoque.refetch();
    },
    onError: handleApiError,
  });
  const mudar = (chave: string, valor?: string | number) => {
    const p = new URLSearchParams(params);
    if (valor == null || valor === '') p.delete(chave);
    else p.set(chave, String(valor));
    setParams(p, { replace: true });
  };
  const e = estoque.data;
  const daSessao = !!e && e.sala.salaId === propria;
  return (
    <div className="sm-page">
      <PageHeader title="Consulta de estoque de vacinas" subTitle={e ? `${e.sala.nome} — ${e.sala.unidade}` : undefined} />
      <Space wrap style={{ marginBottom: 12 }}>
        {salas.data?.outrasSalas && (
          <Select
            aria-label="Sala"
            style={{ width: 360 }}
            value={e?.sala.salaId}
            options={salas.data.data.map((s) => ({ value: s.salaId, label: `${s.nome} — ${s.unidade}` }))}
            onChange={(v) => mudar('sala', v)}
          />
        )}
        <Select
          aria-label="Validade"
          allowClear
          placeholder="Validade"
          style={{ width: 180 }}
          value={situacao}
          options={SITUACOES}
          onChange={(v) => mudar('situacao', v)}
        />
      </Space>
      {estoque.isError && <Alert type="error" showIcon message={(estoque.error as Error).message} />}
      {e && e.frascosEncerrados > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${e.frascosEncerrados} frasco(s) aberto(s) passaram da validade e foram encerrados; as doses restantes foram registradas como perda.`}
        />
      )}
      <Card title="Frascos abertos" size="small" style={{ marginBottom: 12 }}>
        <Table<FrascoAberto>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={e?.frascos ?? []}
          locale={{ emptyText: 'Nenhum frasco aberto.' }}
          columns={[
            { title: 'Vacina', dataIndex: 'vacina' },
            { title: 'Lote', dataIndex: 'lote', width: 120 },
            { title: 'Aberto em', dataIndex: 'abertoEm', width: 150, render: (v: string) => formatarDataHora(v) },
            { title: 'Vence em', dataIndex: 'venceEm', width: 150, render: (v: string) => formatarDataHora(v) },
            {
              title: 'Restam',
              key: 'tempo',
              width: 120,
              render: (_: unknown, f) => (
                <Tag color={restante(f.venceEm, agora) === 'vencido' ? 'red' : 'blue'}>{restante(f.venceEm, agora)}</Tag>
              ),
            },
            { title: 'Doses', key: 'doses', width: 90, align: 'right', render: (_: unknown, f) => `${f.dosesRestantes}/${f.dosesFrasco}` },
            ...(podeDescartar && daSessao
              ? [
                  {
                    title: 'Ações',
                    key: 'acoes',
                    width: 120,
                    render: (_: unknown, f: FrascoAberto) => (
                      <Button size="small" danger onClick={() => setDescarte({ frasco: f, motivo: '' })}>
                        Descartar frasco
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title={e ? `Lotes (alerta de validade: ${e.diasAlertaValidade} dias)` : 'Lotes'} size="small">
        <Table<LoteEstoqueVacina>
          size="small"
          rowKey="loteId"
          loading={estoque.isFetching}
          dataSource={e?.lotes ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: 'Nenhum lote com saldo.' }}
          columns={[
            { title: 'Vacina', dataIndex: 'vacina' },
            { title: 'Lote', dataIndex: 'lote', width: 120 },
            { title: 'Fabricante', dataIndex: 'fabricante', render: (v: string | null) => v ?? '—' },
            {
              title: 'Validade',
              dataIndex: 'validade',
              width: 220,
              render: (_: unknown, l) => (
                <TagValidade validade={l.validade} vencido={l.vencido} vencendo={l.vencendo} dias={l.diasParaVencer} />
              ),
            },
            { title: 'Doses', dataIndex: 'doses', width: 90, align: 'right' },
            { title: 'Frascos', dataIndex: 'frascos', width: 90, align: 'right', render: (v: number) => v.toLocaleString('pt-BR') },
            { title: 'Doses/frasco', dataIndex: 'dosesPorFrasco', width: 110, align: 'right' },
          ]}
        />
      </Card>
      <Modal
        open={!!descarte}
        title="Descartar frasco aberto"
        okText="Descartar"
        okButtonProps={{
          danger: true,
          disabled: !descarte?.motivo.trim() || descarte.motivo.trim().length < 3,
          loading: descartar.isPending,
        }}
        cancelText="Voltar"
        onCancel={() => setDescarte(null)}
        onOk={() => descarte && descartar.mutate({ id: descarte.frasco.id, motivo: descarte.motivo })}
      >
        {descarte && (
          <>
            <Typography.Paragraph>
              {descarte.frasco.vacina}, lote {descarte.frasco.lote}: as {descarte.frasco.dosesRestantes} dose(s) restantes serão registradas
              como perda técnica.
            </Typography.Paragraph>
            <Input.TextArea
              aria-label="Motivo do descarte"
              maxLength={500}
              rows={2}
              value={descarte.motivo}
              onChange={(ev) => setDescarte({ ...descarte, motivo: ev.target.value })}
            />
          </>
        )}
      </Modal>
    </div>
  );
}
