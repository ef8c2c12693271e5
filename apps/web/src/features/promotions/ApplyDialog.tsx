import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, ImageUpload, Modal, RemarkField, vars } from '@platform/ui';
import { MAX_PROOF_IMAGE_BYTES, MAX_PROOF_IMAGES, WITHDRAWAL_REMARK_MAX_LENGTH, type PromotionDetail } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { readAsBase64 } from '../../lib/read-as-base64';
import { useApplyPromotion } from './use-apply-promotion';

export interface ApplyDialogProps {
  promotion: PromotionDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onApplied: () => void;
}

/**
 * The activity application (spec section 3): one to three proof images (PNG or JPEG under 5 MB)
 * and a remark of at most 140 characters. What was typed and chosen stays when a rule fails.
 */
export function ApplyDialog({ promotion, isOpen, onOpenChange, onApplied }: ApplyDialogProps) {
  const { t } = useLingui();
  const apply = useApplyPromotion();
  const [images, setImages] = useState<readonly File[]>([]);
  const [remark, setRemark] = useState('');
  const [isRemarkTooLong, setRemarkTooLong] = useState(false);
  const [isValidationShown, setValidationShown] = useState(false);
  const [readFailure, setReadFailure] = useState<string | null>(null);

  const imagesError = images.length === 0 ? t`Add at least one proof image.` : undefined;
  const remarkError = isRemarkTooLong ? t`The remark may have at most ${WITHDRAWAL_REMARK_MAX_LENGTH} characters.` : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setValidationShown(true);
    setReadFailure(null);
    if (imagesError || remarkError || apply.isPending) return;
    let proofImages: string[];
    try {
      proofImages = await Promise.all(images.map(readAsBase64));
    } catch {
      setReadFailure(t`An image could not be read. Please choose it again.`);
      return;
    }
    const trimmed = remark.trim();
    apply.mutate({ promotionId: Number(promotion.promotionId), proofImages, ...(trimmed && { remark: trimmed }) }, { onSuccess: onApplied });
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t`Apply: ${promotion.title}`}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <ImageUpload
          label={t`Proof images`}
          files={images}
          onFilesChange={setImages}
          maxFiles={MAX_PROOF_IMAGES}
          maxFileSize={MAX_PROOF_IMAGE_BYTES}
          isRequired
          errorMessage={isValidationShown ? imagesError : undefined}
        />
        <RemarkField
          label={t`Remark`}
          maxLength={WITHDRAWAL_REMARK_MAX_LENGTH}
          value={remark}
          onChange={(value, details) => {
            setRemark(value);
            setRemarkTooLong(details.isTooLong);
          }}
          errorMessage={remarkError}
        />
        {readFailure && <Alert tone="danger">{readFailure}</Alert>}
        {apply.isError && <Alert tone="danger">{errorMessage(apply.error)}</Alert>}
        <div>
          <Button type="submit" isLoading={apply.isPending}>
            {t`Send application`}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;
