import { UploadOutlined } from '@ant-design/icons';
import { LIMITE_LINHAS_IMPORTACAO } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { applyFormErrors } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { pendenciaApi, type ResultadoImportacao } from './pendencia.api';

/** The CSV's text as the form's value (the file is read in the browser; the server gets the text). */
function ArquivoCsv({
  onChange,
  nome,
  escolhido,
}: {
  onChange?: (texto: string) => void;
  nome: string | null;
  escolhido: (nome: string) => void;
}) {
  return (
    <Upload
      accept=".csv,.txt,text/csv"
      maxCount={1}
      showUploadList={false}
      beforeUpload={async (f) => {
        onChange?.(await f.text());
        escolhido(f.name);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{nome ?? 'Selecionar arquivo'}</Button>
    </Upload>
  );
}

/**
 * Import of a sector's permissions (spec 001 §7 create/store importacao): a CSV whose first column is the material
 * code, one a line (a header line is skipped). The valid lines go in; each other line comes back with its reason.
 */
export function ImportacaoModal({ aberto, fechar, importado }: { aberto: boolean; fechar: () => void; importado: () => void }) {
  const [form] = Form.useForm<{ centroCustoId?: number; conteudo?: string }>();
  const [arquivo, setArquivo] = useState<string | null>(null);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [enviando, setEnviando] = useState(false);
  const setores = useQuery({
    queryKey: ['almoxarifado', 'pendencia', 'setores'],
    queryFn: pendenciaApi.setores,
    enabled: aberto,
    staleTime: 60_000,
  });
  const enviar = async (v: { centroCustoId?: number; conteudo?: string }) => {
    setEnviando(true);
    try {
      const r = await pendenciaApi.importar(v.centroCustoId as number, v.conteudo ?? '');
      setResultado(r);
      feedback.notification.success({ title: 'Sucesso', description: `${r.importados} permissão(ões) importada(s).` });
      importado();
    } catch (e) {
      applyFormErrors(form, e);
    } finally {
      setEnviando(false);
    }
  };
  const sair = () => {
    form.resetFields();
    setArquivo(null);
    setResultado(null);
    fechar();
  };
  return (
    <Modal
      open={aberto}
      title="Importar permissões de materiais"
      width={760}
      okText="Importar"
      cancelText="Fechar"
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={sair}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void enviar(v)}>
        <Form.Item name="centroCustoId" label="Setor" rules={[{ required: true, message: 'O campo Setor é obrigatório.' }]}>
          <Select
            aria-label="Setor"
            showSearch={{ optionFilterProp: 'label' }}
            loading={setores.isLoading}
            options={(setores.data?.form.setores ?? []).map((s) => ({ value: s.id, label: `${s.nome} — ${s.unidade}` }))}
          />
        </Form.Item>
        <Form.Item
          name="conteudo"
          label="Arquivo CSV"
          extra={`Um código de material por linha, na primeira coluna (separada por ; ou ,). Até ${LIMITE_LINHAS_IMPORTACAO} linhas.`}
          rules={[{ required: true, message: 'Selecione o arquivo CSV.' }]}
        >
          <ArquivoCsv nome={arquivo} escolhido={setArquivo} />
        </Form.Item>
      </Form>
      {resultado && (
        <>
          <Alert
            type={resultado.erros.length ? 'warning' : 'success'}
            showIcon
            title={`${resultado.importados} importada(s), ${resultado.jaPermitidos} já permitida(s), ${resultado.erros.length} linha(s) com erro.`}
            style={{ marginBottom: 8 }}
          />
          {resultado.erros.length > 0 && (
            <Table
              size="small"
              rowKey="linha"
              pagination={false}
              scroll={{ y: 240 }}
              dataSource={resultado.erros}
              columns={[
                { title: 'Linha', dataIndex: 'linha', width: 70 },
                {
                  title: 'Conteúdo',
                  dataIndex: 'conteudo',
                  width: 200,
                  render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
                },
                { title: 'Erro', dataIndex: 'mensagem' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
