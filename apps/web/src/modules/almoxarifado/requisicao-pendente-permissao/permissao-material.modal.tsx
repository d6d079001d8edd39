import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { pendenciaApi } from './pendencia.api';

/** The sectors that may ask for one material (material-permissao/{id}), saved with store-permissao. */
export function PermissaoMaterialModal({ aberto, fechar, gravado }: { aberto: boolean; fechar: () => void; gravado: () => void }) {
  const [materialId, setMaterialId] = useState<number | null>(null);
  const [marcados, setMarcados] = useState<number[]>([]);
  const [salvando, setSalvando] = useState(false);
  const q = useQuery({
    queryKey: ['almoxarifado', 'material-permissao', materialId],
    queryFn: () => pendenciaApi.porMaterial(materialId as number),
    enabled: !!materialId,
  });
  useEffect(() => setMarcados((q.data?.setores ?? []).filter((s) => s.permitido).map((s) => s.id)), [q.data]);
  const salvar = async () => {
    setSalvando(true);
    try {
      await pendenciaApi.gravarPorMaterial(materialId as number, marcados);
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      gravado();
    } catch (e) {
      handleApiError(e);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal
      open={aberto}
      title="Permissões por material"
      width={640}
      onCancel={fechar}
      destroyOnHidden
      footer={
        <Button type="primary" disabled={!materialId} loading={salvando} onClick={() => void salvar()}>
          Salvar
        </Button>
      }
    >
      <Autocomplete
        url="/api/cadastro/material/autocomplete"
        label="Material"
        optionLabel="label"
        value={materialId}
        onChange={(v) => setMaterialId(v as number | null)}
        style={{ width: '100%' }}
      />
      {q.data && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            Setores que podem pedir {q.data.material.nome}:
          </Typography.Paragraph>
          <Checkbox.Group value={marcados} onChange={(v) => setMarcados(v as number[])} style={{ width: '100%' }}>
            <Flex vertical gap={4} style={{ maxHeight: 320, overflow: 'auto' }}>
              {q.data.setores.map((s) => (
                <Checkbox key={s.id} value={s.id}>
                  {s.nome} — {s.unidade}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </>
      )}
    </Modal>
  );
}
