import { STATUS_ALTO_CUSTO_NOME, type StatusAltoCusto } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarData, hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { altoCustoApi, LISTA, type ProcessoForm, TELA } from './alto-custo.api';
import { CamposLme, type ValoresLme, valoresDaLme } from './processo.form';

/**
 * farmacia/alto-custo-gerenciamento-processo/create/{pacienteId} (spec 000 §2.3): a new CEAF process of the patient,
 * in analysis; `?renovacaoDe={id}` renews a granted one (the form comes with its LME, valid from the month after).
 */
export default function ProcessoAltoCustoCreatePage() {
  const { pacienteId = '' } = useParams();
  const [params] = useSearchParams();
  const renovacaoDe = params.get('renovacaoDe');
  const dados = useQuery({
    queryKey: ['farmacia', 'alto-custo', 'create', pacienteId, renovacaoDe],
    queryFn: () => altoCustoApi.form(pacienteId, renovacaoDe),
  });
  const f = dados.data?.form;
  return (
    <div className="sm-page">
      <PageHeader
        title={renovacaoDe ? 'Renovação de processo de alto custo' : 'Novo processo de alto custo'}
        subTitle={f ? `Farmácia: ${f.centroCusto.nome}` : undefined}
      />
      {f && <CabecalhoPaciente paciente={f.paciente} />}
      <Card loading={dados.isLoading}>{f && <Formulario form={f} pacienteId={Number(pacienteId)} />}</Card>
    </div>
  );
}

function Formulario({ form: f, pacienteId }: { form: ProcessoForm; pacienteId: number }) {
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? LISTA;
  const [form] = Form.useForm<ValoresLme>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const inicial = f.modelo ? valoresDaLme(f.modelo) : null;
  const salvar = useMutation({
    mutationFn: (v: ValoresLme) => altoCustoApi.gravar({ ...v, pacienteId, renovacaoDeId: f.renovacaoDe?.id ?? null }),
    onSuccess: ({ id }) => {
      exitGuard.reset();
      setDirty(false);
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(`${TELA}/edit/${pacienteId}/${id}`, { replace: true, state: { lista } });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Form<ValoresLme>
      form={form}
      layout="vertical"
      initialValues={inicial?.valores ?? { dataSolicitacao: f.hoje, validadeInicio: `${hoje().slice(0, 7)}-01` }}
      onValuesChange={(changed) => {
        setDirty(true);
        clearErrorsOnChange(form)(changed);
      }}
      onFinish={(v) => salvar.mutate(v)}
    >
      {f.renovacaoDe && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <>
              Renovação do <Link to={`${TELA}/edit/${pacienteId}/${f.renovacaoDe.id}`}>processo nº {f.renovacaoDe.id}</Link> (
              {STATUS_ALTO_CUSTO_NOME[f.renovacaoDe.status as StatusAltoCusto].toLowerCase()}, válido até{' '}
              {formatarData(f.renovacaoDe.validadeFim)}). Confira a nova LME antes de salvar.
            </>
          }
        />
      )}
      <CamposLme form={form} rotulos={inicial?.rotulos} />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={salvar.isPending}>
          Salvar
        </Button>
        <Button onClick={() => navigate(lista)}>Voltar</Button>
      </Space>
    </Form>
  );
}
