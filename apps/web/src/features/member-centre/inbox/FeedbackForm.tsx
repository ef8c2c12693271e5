import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, ImageUpload, RemarkField, Select, vars } from '@platform/ui';
import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_QUESTION_TYPES,
  MAX_PROOF_IMAGE_BYTES,
  type FeedbackRequest,
} from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { readAsBase64 } from '../../../lib/read-as-base64';
import { QUESTION_TYPE_LABELS } from './feedback-labels';
import { useSendFeedback } from './queries';

interface FormErrors {
  questionType?: string;
  content?: string;
}

/** Characters as the gateway counts them (code points: an emoji or a Chinese character is one). */
const characters = (text: string) => [...text.trim()].length;

/**
 * The feedback form (spec sections 3 and 5): a question type, 5 to 140 characters and up to three
 * PNG or JPEG images of 5 MB. What was typed stays when sending fails; a sent form is cleared.
 */
export function FeedbackForm() {
  const { t, i18n } = useLingui();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<readonly File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (questionType === '') found.questionType = t`Choose what your feedback is about.`;
    const length = characters(content);
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
      found.content = t`Write between ${FEEDBACK_MIN_LENGTH} and ${FEEDBACK_MAX_LENGTH} characters.`;
    }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSent(false);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request: FeedbackRequest = { questionType, content: content.trim() };
    if (images.length > 0) {
      try {
        request.images = await Promise.all(images.map(readAsBase64));
        setReadFailure(null);
      } catch {
        setReadFailure(t`An image could not be read. Remove it and choose it again.`);
        return;
      }
    }
    send.mutate(request, {
      onSuccess: () => {
        setSent(true);
        setQuestionType('');
        setContent('');
        setImages([]);
      },
    });
  };

  const options = FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: i18n._(QUESTION_TYPE_LABELS[type]) }));

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Send feedback`}>
      {isSent && (
        <Alert tone="success" isDismissible onDismiss={() => setSent(false)}>
          {t`Thank you: your feedback was sent. Our reply will show below and in your messages.`}
        </Alert>
      )}
      <Select
        label={t`Question type`}
        placeholder={t`Choose a question type`}
        options={options}
        value={questionType}
        onChange={setQuestionType}
        isRequired
        errorMessage={errors.questionType}
      />
      <RemarkField
        label={t`Your feedback`}
        description={t`Between ${FEEDBACK_MIN_LENGTH} and ${FEEDBACK_MAX_LENGTH} characters.`}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={content}
        onChange={(value) => setContent(value)}
        isRequired
        errorMessage={errors.content}
      />
      <ImageUpload
        label={t`Images (optional)`}
        files={images}
        onFilesChange={setImages}
        maxFiles={FEEDBACK_MAX_IMAGES}
        maxFileSize={MAX_PROOF_IMAGE_BYTES}
      />
      {readFailure && <Alert tone="danger">{readFailure}</Alert>}
      {send.isError && <Alert tone="danger">{errorMessage(send.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={send.isPending}>
          {t`Send feedback`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;
