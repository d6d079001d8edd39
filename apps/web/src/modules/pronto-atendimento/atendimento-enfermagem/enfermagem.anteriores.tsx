import { PaperClipOutlined } from '@ant-design/icons';
import { STATUS_ADMINISTRACAO_NOME } from '@saude/shared';
import { Button, Typography } from 'antd';
import { codigoSigtap } from '../../../components/clinico';
import { Timeline } from '../../../components/widgets/Timeline';
import { formatarDataHora } from '../../../lib/dates';
import { type AnexoResumo, enfermagemApi, type RegistroEnfermagem } from './enfermagem.api';

const tamanho = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** A stored file: downloaded with the session (the route checks the permission and audits the read). */
export function LinkAnexo({ anexo }: { anexo: AnexoResumo }) {
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      style={{ paddingInline: 0 }}
      onClick={() => void enfermagemApi.baixarAnexo(anexo)}
    >
      {anexo.nome} ({tamanho(anexo.tamanho)})
    </Button>
  );
}

/** One nursing record: note, procedures, checks and files. */
export function DetalheRegistro({ r }: { r: RegistroEnfermagem }) {
  return (
    <div>
      {r.anotacao && <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>{r.anotacao}</Typography.Paragraph>}
      {r.procedimentos.map((p) => (
        <div key={p.codigo}>
          <Typography.Text type="secondary">
            {codigoSigtap(p.codigo)} {p.nome}
            {p.quantidade > 1 ? ` × ${p.quantidade}` : ''}
          </Typography.Text>
        </div>
      ))}
      {r.administracoes.map((a) => (
        <div key={a.id}>
          <Typography.Text type={a.status === 1 ? undefined : 'warning'}>
            {STATUS_ADMINISTRACAO_NOME[a.status]}: {a.descricao}
            {a.lote ? ` (lote ${a.lote})` : ''}
            {a.observacao ? ` — ${a.observacao}` : ''}
          </Typography.Text>
        </div>
      ))}
      {r.anexos.map((a) => (
        <div key={a.id}>
          <LinkAnexo anexo={a} />
        </div>
      ))}
    </div>
  );
}

/** The earlier nursing records of the FAA, newest first. */
export function RegistrosAnteriores({ registros }: { registros: RegistroEnfermagem[] }) {
  return (
    <Timeline
      sufixo=""
      items={registros.map((r) => ({
        key: r.id,
        titulo: r.profissional ?? 'Enfermagem',
        hora: formatarDataHora(r.criadoEm),
        rotulo: <DetalheRegistro r={r} />,
      }))}
    />
  );
}
