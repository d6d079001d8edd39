import {
  FAR,
  STATUS_EDITAVEIS,
  STATUS_RENOVAVEIS,
  type StatusAltoCusto,
  TRANSICOES_ALTO_CUSTO,
  type TransicaoAltoCusto,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Form, Input, Modal, Row, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { altoCustoApi, LISTA, type Processo, TELA } from './alto-custo.api';
import { CamposLme, type ValoresLme, valoresDaLme } from './processo.form';
import { Competencias, Documentos, LinhaDoTempo, Retiradas, TagStatus } from './processo.paineis';

/**
 * farmacia/alto-custo-gerenciamento-processo/edit/{pacienteId}/{id} (spec 000 §2.3): the LME (editable while the
 * process is open), the decisions (authorise, refuse, suspend, reactivate) with their timeline, the competences with
 * what was picked up, the documents and the renewal.
 */
export default function ProcessoAltoCustoEditPage() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['farmacia', 'alto-custo', 'edit', id], queryFn: () => altoCustoApi.ler(id) });
  const p = q.data?.model;
  return <div className="sm-page">{p ? <TelaProcesso key={p.id} p={p} recarregar={q.refetch} /> : <Card loading />}</div>;
}

function TelaProcesso({ p, recarregar }: { p: Processo; recarregar: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? LISTA;
  const pode = { editar: usePermission(FAR.altoCustoEditar), cadastrar: usePermission(FAR.altoCustoCadastrar) };
  const status = p.status as StatusAltoCusto;
  const editavel = pode.editar && STATUS_EDITAVEIS.includes(status);
  const [form] = Form.useForm<ValoresLme>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const [decisao, setDecisao] = useState<TransicaoAltoCusto | null>(null);
  const [motivo, setMotivo] = useState('');
  const { valores, rotulos } = valoresDaLme(p);

  const salvar = useMutation({
    mutationFn: (v: ValoresLme) => altoCustoApi.atualizar(p.id, v),
    onSuccess: async (salvo) => {
      exitGuard.reset();
      setDirty(false);
      // the form shows the LME as saved (the validity start as the month's first day)
      form.setFieldsValue(valoresDaLme(salvo).valores);
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      await recarregar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const decidir = useMutation({
    mutationFn: (t: TransicaoAltoCusto) => altoCustoApi.status(p.id, t.para, motivo.trim() || null),
    onSuccess: async () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Situação do processo alterada.' });
      setDecisao(null);
      await recarregar();
    },
  });
  const excluir = () =>
    confirmarExclusao(async () => {
      try {
        await altoCustoApi.excluir(p.id);
        feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
        navigate(lista);
      } catch (e) {
        handleApiError(e);
      }
    });
  const renovavel = pode.cadastrar && STATUS_RENOVAVEIS.includes(status) && !p.renovadoPor;

  return (
    <>
      <PageHeader
        title={`Processo de alto custo nº ${p.id}`}
        subTitle={<TagStatus status={p.status} />}
        extra={
          <Space wrap>
            {pode.editar &&
              TRANSICOES_ALTO_CUSTO[status].map((t) => (
                <Button
                  key={t.para}
                  danger={t.motivoObrigatorio}
                  onClick={() => {
                    setMotivo('');
                    setDecisao(t);
                  }}
                >
                  {t.acao}
                </Button>
              ))}
            {renovavel && (
              <Button onClick={() => navigate(`${TELA}/create/${p.paciente.pacienteId}?renovacaoDe=${p.id}`, { state: { lista } })}>
                Renovar
              </Button>
            )}
            {pode.editar && status === 1 && (
              <Button danger onClick={excluir}>
                Excluir
              </Button>
            )}
            <Button onClick={() => navigate(lista)}>Voltar</Button>
          </Space>
        }
      />
      <CabecalhoPaciente paciente={p.paciente} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'validade', label: 'Validade', children: `${formatarData(p.validadeInicio)} a ${formatarData(p.validadeFim)}` },
            { key: 'farmacia', label: 'Farmácia', children: p.centroCusto },
            {
              key: 'registro',
              label: 'Registrado',
              children: `${formatarDataHora(p.criadoEm)}${p.registradoPor ? ` — ${p.registradoPor}` : ''}`,
            },
            ...(p.motivoStatus ? [{ key: 'motivo', label: 'Motivo da situação', children: p.motivoStatus }] : []),
            ...(p.renovacaoDe
              ? [
                  {
                    key: 'de',
                    label: 'Renova',
                    children: <Link to={`${TELA}/edit/${p.paciente.pacienteId}/${p.renovacaoDe.id}`}>processo nº {p.renovacaoDe.id}</Link>,
                  },
                ]
              : []),
            ...(p.renovadoPor
              ? [
                  {
                    key: 'por',
                    label: 'Renovado por',
                    children: <Link to={`${TELA}/edit/${p.paciente.pacienteId}/${p.renovadoPor.id}`}>processo nº {p.renovadoPor.id}</Link>,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title="LME" style={{ marginBottom: 12 }}>
        <Form<ValoresLme>
          form={form}
          layout="vertical"
          initialValues={valores}
          disabled={!editavel}
          onValuesChange={(changed) => {
            setDirty(true);
            clearErrorsOnChange(form)(changed);
          }}
          onFinish={(v) => salvar.mutate(v)}
        >
          <CamposLme form={form} rotulos={rotulos} disabled={!editavel} />
          {editavel && (
            <Button type="primary" htmlType="submit" loading={salvar.isPending} style={{ marginTop: 12 }}>
              Salvar
            </Button>
          )}
        </Form>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={9}>
          <LinhaDoTempo p={p} />
        </Col>
        <Col xs={24} xl={15}>
          <Competencias p={p} />
          <Retiradas p={p} />
        </Col>
      </Row>
      <Documentos p={p} podeEditar={pode.editar} aoMudar={recarregar} />
      <Modal
        open={decisao !== null}
        title={decisao ? `${decisao.acao} processo` : ''}
        okText={decisao?.acao}
        cancelText="Cancelar"
        okButtonProps={{
          danger: decisao?.motivoObrigatorio,
          disabled: !!decisao?.motivoObrigatorio && !motivo.trim(),
          loading: decidir.isPending,
        }}
        onOk={() => decisao && decidir.mutate(decisao)}
        onCancel={() => setDecisao(null)}
      >
        <Input.TextArea
          aria-label="Motivo"
          placeholder={decisao?.motivoObrigatorio ? 'Motivo (obrigatório)' : 'Motivo ou observação (opcional)'}
          maxLength={500}
          rows={3}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </Modal>
    </>
  );
}
