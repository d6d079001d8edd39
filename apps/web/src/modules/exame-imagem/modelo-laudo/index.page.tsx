import { modeloLaudoImagemResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** exame-imagem/modelo-laudo/index: the report templates, per exam or per modality. */
export default function ModeloLaudoImagemIndexPage() {
  return <ResourceIndexPage resource={modeloLaudoImagemResource} subTitle="Textos de partida do laudo, por exame ou por modalidade." />;
}
