import { ALM } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { ImportacaoModal } from './importacao.modal';
import { ListaPendencias, ListaPermissoes } from './listas';
import { pendenciaApi } from './pendencia.api';
import { PermissaoMaterialModal } from './permissao-material.modal';

const ABAS = ['pendentes', 'historico', 'permissoes'] as const;

/**
 * almoxarifado/requisicao-pendente-permissao/index (spec 000 §2.3): items the sectors asked for materials they may not
 * ask for (pending, then the history of decisions) and the permissions themselves (by sector, by material, imported).
 * The tab lives in the URL; each tab is its own server-paged list.
 */
export default function PendenciaIndexPage() {
  const [params, setParams] = useSearchParams();
  const aba = ABAS.find((a) => a === params.get('aba')) ?? 'pendentes';
  const cliente = useQueryClient();
  const podeAlterar = usePermission(ALM.pendenciaAvaliar);
  const podeImportar = usePermission(ALM.permissaoImportar);
  const [modal, setModal] = useState<'importar' | 'material' | null>(null);
  const setores = useQuery({ queryKey: ['almoxarifado', 'pendencia', 'setores'], queryFn: pendenciaApi.setores, staleTime: 60_000 });
  const opcoes = (setores.data?.form.setores ?? []).map((s) => ({ value: s.id, label: `${s.nome} — ${s.unidade}` }));
  const recarregar = () => void cliente.invalidateQueries({ queryKey: ['datatable', `${pendenciaApi.base}/permissao/datatable`] });
  return (
    <div className="sm-page">
      <PageHeader
        title="Pendências de permissão"
        subTitle="Itens pedidos por setores que não podem pedir o material, e as permissões de cada setor."
      />
      <Tabs
        activeKey={aba}
        onChange={(a) => setParams(a === 'pendentes' ? {} : { aba: a })}
        destroyOnHidden
        items={[
          { key: 'pendentes', label: 'Pendentes', children: <ListaPendencias historico={false} setores={opcoes} /> },
          { key: 'historico', label: 'Histórico', children: <ListaPendencias historico setores={opcoes} /> },
          {
            key: 'permissoes',
            label: 'Permissões',
            children: (
              <ListaPermissoes
                setores={opcoes}
                acoes={
                  <Space>
                    {podeAlterar && <Button onClick={() => setModal('material')}>Permissões por material</Button>}
                    {podeImportar && <Button onClick={() => setModal('importar')}>Importar</Button>}
                  </Space>
                }
              />
            ),
          },
        ]}
      />
      <ImportacaoModal aberto={modal === 'importar'} fechar={() => setModal(null)} importado={recarregar} />
      <PermissaoMaterialModal
        aberto={modal === 'material'}
        fechar={() => setModal(null)}
        gravado={() => {
          setModal(null);
          recarregar();
        }}
      />
    </div>
  );
}
