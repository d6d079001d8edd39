import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Skeleton } from 'antd';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { Autocomplete } from '../fields/Autocomplete';
import type { ApiDaFilaDeBalcao, FormularioFilaDeBalcao } from './fila-de-balcao.api';

interface Valores {
  pacienteId: number;
  prioridadeId?: number | null;
}

/**
 * "Incluir paciente na fila" of a counter queue (issues 19, 20): the counter queues a patient who arrived without a ticket — or the patient
 * of the kiosk ticket the ticket counter sent here (`senhaFilaId`): the ticket's code and priority go with them and
 * the ticket is closed on saving.
 */
export function IncluirNaFilaModal({
  espaco,
  base,
  api,
  senhaNaoEncontrada,
  form: opcoes,
  senhaFilaId,
  aoFechar,
  aoSalvar,
}: {
  /** The module's query-key space ('farmacia'), the queue's URL and calls. */
  espaco: string;
  base: string;
  api: ApiDaFilaDeBalcao;
  /** The alert when the ticket sent here is not of this counter's location. */
  senhaNaoEncontrada: string;
  form: FormularioFilaDeBalcao;
  senhaFilaId: number | null;
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<Valores>();
  const senha = useQuery({
    queryKey: [espaco, 'fila', 'senha', senhaFilaId],
    queryFn: () => api.senha(senhaFilaId as number),
    enabled: senhaFilaId !== null,
    retry: false,
  });
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.incluir({ ...v, senhaFilaId }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message ?? 'Paciente incluído na fila.' });
      aoSalvar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const s = senha.data;
  const carregandoSenha = senhaFilaId !== null && senha.isLoading;
  return (
    <Modal
      open
      title={s ? `Incluir paciente na fila — senha ${s.codigo}` : 'Incluir paciente na fila'}
      okText="Incluir"
      cancelText="Cancelar"
      onCancel={aoFechar}
      onOk={() => form.submit()}
      okButtonProps={{ loading: salvar.isPending, disabled: carregandoSenha || senha.isError }}
      destroyOnHidden
    >
      {senha.isError && <Alert type="error" showIcon title={senhaNaoEncontrada} style={{ marginBottom: 12 }} />}
      {carregandoSenha ? (
        <Skeleton active />
      ) : (
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={{ pacienteId: s?.paciente?.id, prioridadeId: s?.prioridade?.id ?? null }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Form.Item name="pacienteId" label="Paciente" rules={[{ required: true, message: 'O campo Paciente é obrigatório.' }]}>
            <Autocomplete<{ id: number; label: string }>
              autoFocus
              url={`${base}/paciente/autocomplete`}
              label="Paciente"
              placeholder="Nome, CPF, CNS ou nascimento"
              optionLabel="label"
              itemInicial={s?.paciente ? { id: s.paciente.id, label: s.paciente.nome } : null}
            />
          </Form.Item>
          <Form.Item name="prioridadeId" label="Prioridade" extra="Prioridades legais são conferidas com a idade e o sexo do cadastro.">
            <Select
              allowClear
              placeholder="Sem prioridade"
              options={opcoes.prioridades.map((p) => ({ value: p.id, label: p.legal ? `${p.nome} (legal)` : p.nome }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
