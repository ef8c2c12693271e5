import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Skeleton, unstyledList, vars } from '@platform/ui';
import type { ProofImage } from '@platform/api';
import { useSession } from '../../../lib/session/session';
import { fetchProofImage } from './proof-image';

interface ProofImagesProps {
  images: readonly Pick<ProofImage, 'imageId'>[];
  /** Where the gateway serves them: a withdrawal's proof images by default (a feedback's: FEEDBACK_IMAGE_PATH). */
  imagePath?: string;
  /** The heading, "Proof images you sent" by default. */
  title?: string;
}

/** The images the member sent (with a confirmation, or a feedback), fetched with the member's token. */
export function ProofImages({ images, imagePath, title }: ProofImagesProps) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  const heading = title ?? t`Proof images you sent`;
  return (
    <section aria-label={heading}>
      <Heading>{heading}</Heading>
      <List>
        {images.map((image, index) => (
          <li key={image.imageId}>
            <ProofImageView image={image} position={index + 1} imagePath={imagePath} />
          </li>
        ))}
      </List>
    </section>
  );
}

type Loaded = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed' };

/** One image (keyed by its id): fetched into an object URL, which is revoked when the image leaves the page. */
function ProofImageView({ image, position, imagePath }: { image: Pick<ProofImage, 'imageId'>; position: number; imagePath: string | undefined }) {
  const { t } = useLingui();
  const token = useSession()?.token ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProofImage(image.imageId, token, controller.signal, imagePath)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ state: 'shown', url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [image.imageId, token, imagePath]);

  const name = t`Proof image ${position}`;
  if (loaded.state === 'loading') {
    return (
      <Skeleton.Group label={t`Loading ${name}`}>
        <Skeleton variant="rect" width={96} height={96} />
      </Skeleton.Group>
    );
  }
  if (loaded.state === 'failed') return <Failed>{t`${name} could not be loaded.`}</Failed>;
  return <Thumbnail src={loaded.url} alt={name} width={96} height={96} />;
}

const Heading = styled.h4`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.font.size.sm};
`;

const List = styled.ul`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const Thumbnail = styled.img`
  display: block;
  width: 96px;
  height: 96px;
  object-fit: cover;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
`;

const Failed = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
