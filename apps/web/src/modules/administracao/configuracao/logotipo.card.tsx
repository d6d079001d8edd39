import { Button, Card, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/fields/FileUpload';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { enviarLogotipo, lerComoDataUrl } from './configuracao.api';

/** The municipality's logo on the login page and in printed headers. */
export function LogotipoCard({ atual, podeEditar }: { atual: string | null; podeEditar: boolean }) {
  const [logo, setLogo] = useState(atual);
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [enviando, setEnviando] = useState(false);
  const enviar = async () => {
    const [arquivo] = arquivos;
    if (!arquivo) return;
    setEnviando(true);
    try {
      const r = await enviarLogotipo(await lerComoDataUrl(arquivo));
      setLogo(r.logotipo);
      setArquivos([]);
      feedback.notification.success({ title: 'Sucesso', description: 'Logotipo atualizado.' });
    } catch (e) {
      handleApiError(e);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Card title="Logotipo" style={{ marginBottom: 16 }}>
      <Flex gap={24} align="center" wrap>
        {logo ? (
          <Image src={logo} alt="Logotipo do município" width={96} preview={false} />
        ) : (
          <Typography.Text type="secondary">Nenhum logotipo enviado.</Typography.Text>
        )}
        {podeEditar && (
          <Flex gap={8} align="center" wrap>
            <FileUpload value={arquivos} onChange={setArquivos} accept=".png,.jpg,.svg" maxMb={0.5} textoBotao="Escolher imagem" />
            <Button type="primary" disabled={!arquivos.length} loading={enviando} onClick={() => void enviar()}>
              Enviar logotipo
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
