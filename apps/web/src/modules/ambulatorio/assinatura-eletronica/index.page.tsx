import type { assinaturaPendenteLinhaSchema, Resposta } from '@saude/shared';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useAssinarEtapas } from '../../../components/assinatura/use-assinar-etapas';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { atendimentoApi } from '../atendimento/atendimento.api';

type Pendente = Resposta<typeof assinaturaPendenteLinhaSchema>;
const chave = (p: Pendente) => `${p.documento}:${p.id}`;

/**
 * ambulatorio/assinatura-eletronica (issue 17; spec 001 §7): the prints of the professional's outpatient attendances
 * of the last 30 days still unsigned; the selected ones are signed in one go and their signed copies kept.
 */
export default function AssinaturaEletronicaAmbulatorioPage() {
  const [selecionadas, setSelecionadas] = useState<string[]>([]);
  const { perguntar, dialogo } = useAssinarEtapas();
  const columns: ServerColumn<Pendente>[] = [
    { title: 'Atendimento', dataIndex: 'finalizadoEm', searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Paciente', dataIndex: 'paciente', searchable: false },
    { title: 'Documento', dataIndex: 'titulo', searchable: false, render: (t: string) => <Tag>{t}</Tag> },
  ];
  const table = useServerTable<Pendente>({ endpoint: '/api/ambulatorio/assinatura-eletronica/datatable', columns });
  const assinar = () => {
    const linhas = ((table.tableProps.dataSource ?? []) as Pendente[]).filter((p) => selecionadas.includes(chave(p)));
    perguntar(
      {
        pergunta: `Deseja assinar ${linhas.length === 1 ? 'o documento selecionado' : `os ${linhas.length} documentos selecionados`}?`,
        documentos: linhas.map((p) => {
          const i = { documento: p.documento, id: p.id, titulo: p.titulo, caminho: p.caminho, assinado: false };
          return {
            nome: `${p.documento}-${p.id}.pdf`,
            rotulo: `${p.titulo} (${p.paciente})`,
            pdf: () => atendimentoApi.pdfParaAssinar(i),
            guardar: (nome: string, arquivo: string) => atendimentoApi.guardarAssinado(i, nome, arquivo),
          };
        }),
        pdfIndisponivel: 'Não foi possível gerar o PDF do documento.',
        sucesso: 'Documentos assinados e guardados nos atendimentos.',
      },
      () => {
        setSelecionadas([]);
        void table.query.refetch();
      },
    );
  };
  return (
    <div className="sm-page">
      <PageHeader title="Assinaturas pendentes" subTitle="Documentos dos seus atendimentos dos últimos 30 dias ainda não assinados" />
      <ServerTable
        table={table}
        rowKey={chave}
        rowSelection={{ selectedRowKeys: selecionadas, onChange: (k) => setSelecionadas(k as string[]) }}
        toolbar={
          <Button type="primary" disabled={!selecionadas.length} onClick={assinar}>
            Assinar selecionados
          </Button>
        }
      />
      {dialogo}
    </div>
  );
}
