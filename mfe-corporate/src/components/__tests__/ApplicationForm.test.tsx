import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PostedFormContext, type PostedApplication } from '@navdhara/shared';
import { ApplicationForm } from '../ApplicationForm';

const pdf = (name = 'cv.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fill(values: Partial<Record<string, string>> = {}) {
  const v = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    location: 'Ambala',
    notice: '30',
    ...values,
  };
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: v.name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: v.email } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: v.phone } });
  fireEvent.change(screen.getByLabelText('Current working location'), {
    target: { value: v.location },
  });
  fireEvent.change(screen.getByLabelText('Notice period (in days)'), {
    target: { value: v.notice },
  });
}

const resumeInput = () => screen.getByLabelText(/^Resume/);

describe('ApplicationForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('submitting empty shows "This fiels is required" for every field, sends nothing and blocks submit', async () => {
    const upload = jest.fn();
    const submit = jest.fn();
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'Accounts Executive' }}
        dialogId="apply-7"
        upload={upload}
        submit={submit}
      />,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    expect(screen.getAllByText('This fiels is required')).toHaveLength(6);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates on change: email, Indian mobile, and the resume type; removing the resume sets its error', () => {
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={jest.fn()}
        submit={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example' } });
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345678901' } });
    expect(screen.getByText('Invalid contact number')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    expect(screen.queryByText('Invalid contact number')).toBeNull();
    fireEvent.change(resumeInput(), { target: { files: [pdf('photo.png')] } });
    expect(screen.getByText('Please choose a PDF, DOC or DOCX file')).toBeInTheDocument();
    fireEvent.change(resumeInput(), { target: { files: [pdf('big.pdf', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByText('The resume must be 5 MB or smaller')).toBeInTheDocument();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    expect(screen.queryByTestId('error-resume')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.getByText('This fiels is required')).toBeInTheDocument();
  });

  it('uploads the resume, then posts the application with its URL, and confirms', async () => {
    const upload = jest.fn().mockResolvedValue('http://cms.example.com/uploads/cv.pdf');
    const submit = jest.fn().mockResolvedValue({ id: 7 });
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'Accounts Executive' }}
        dialogId="apply-7"
        upload={upload}
        submit={submit}
      />,
    );
    fill();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    expect(upload).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phoneNumber: '+919876543210',
      currentWorkingLocation: 'Ambala',
      noticePeriod: '30',
      resume: 'http://cms.example.com/uploads/cv.pdf',
      title: 'Accounts Executive',
      language: 'en',
    });
    expect(screen.getByText('Your application has been submitted')).toBeInTheDocument();
  });

  it('a failed upload says so, keeps the input, posts nothing; a double click uploads once', async () => {
    let reject: (e: Error) => void = () => undefined;
    const upload = jest.fn(() => new Promise<string>((_, r) => (reject = r)));
    const submit = jest.fn();
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={upload}
        submit={submit}
      />,
    );
    fill();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    const button = screen.getByRole('button', { name: 'Submit application' });
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(upload).toHaveBeenCalledTimes(1);
    await act(async () => reject(new Error('network')));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be uploaded');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByTestId('resume-chosen')).toHaveTextContent('cv.pdf');
  });

  describe('the mobile field, as in the contact form', () => {
    const hint = '10-digit Indian mobile number; +91 or 0 in front is fine';

    it('is a phone field with the numeric keypad, and its rule is shown under it and linked to it', () => {
      render(
        <ApplicationForm
          opening={{ id: 7, title: 'X' }}
          dialogId="apply-7"
          upload={jest.fn()}
          submit={jest.fn()}
        />,
      );
      const mobile = screen.getByLabelText('Mobile number');
      expect(mobile).toHaveAttribute('type', 'tel');
      expect(mobile).toHaveAttribute('inputmode', 'numeric');
      expect(mobile).toHaveAttribute('autocomplete', 'tel');
      expect(screen.getByText(hint)).toBeVisible();
      expect(mobile).toHaveAccessibleDescription(hint);
      fireEvent.change(mobile, { target: { value: '12345' } });
      expect(mobile).toHaveAttribute('aria-invalid', 'true');
      expect(mobile).toHaveAccessibleDescription(`${hint} Invalid contact number`);
    });

    it.each(['98765 43210', '+91 98765 43210', '098765 43210'])(
      'accepts %j and sends +919876543210',
      async (written) => {
        const submit = jest.fn().mockResolvedValue({ id: 1 });
        render(
          <ApplicationForm
            opening={{ id: 7, title: 'X' }}
            dialogId="apply-7"
            upload={jest.fn().mockResolvedValue('u')}
            submit={submit}
          />,
        );
        fill({ phone: written });
        expect(screen.queryByTestId('error-phoneNumber')).toBeNull();
        fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
        await act(async () =>
          fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
        );
        expect(submit).toHaveBeenCalledWith(
          expect.objectContaining({ phoneNumber: '+919876543210' }),
        );
      },
    );
  });

  it('checks what the CMS checks before uploading: its e-mail rule and its lengths', async () => {
    const upload = jest.fn();
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={upload}
        submit={jest.fn()}
      />,
    );
    fill({ email: 'asha@example.123' });
    expect(screen.getByTestId('error-email')).toHaveTextContent('Invalid email');
    fill({ location: 'x'.repeat(151) });
    expect(screen.getByTestId('error-currentWorkingLocation')).toHaveTextContent(
      'Please keep it to 150 characters or fewer',
    );
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '100');
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('a refusal by the CMS names the refused field, marks and focuses it, and keeps the input', async () => {
    const rule = 'phoneNumber must be a 10-digit Indian mobile number; +91 or 0 in front is fine';
    const refusal = {
      status: 400,
      message: rule,
      details: { errors: [{ path: ['phoneNumber'], message: rule, name: 'ValidationError' }] },
    };
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={jest.fn().mockResolvedValue('u')}
        submit={jest.fn().mockRejectedValue(refusal)}
      />,
    );
    fill();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Mobile number: must be a 10-digit Indian mobile number; +91 or 0 in front is fine',
    );
    expect(alert).not.toHaveTextContent(/could not be sent/);
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription(
      /10-digit Indian mobile number.*Mobile number: must be/,
    );
    fireEvent.change(mobile, { target: { value: '9876543211' } });
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed post keeps the input; Cancel closes its dialog', async () => {
    render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={jest.fn().mockResolvedValue('u')}
        submit={jest.fn().mockRejectedValue(new Error('500'))}
      />,
    );
    fill();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('command', 'close');
    expect(cancel).toHaveAttribute('commandfor', 'apply-7');
  });

  it('a filled honeypot sends nothing', async () => {
    const upload = jest.fn();
    const { container } = render(
      <ApplicationForm
        opening={{ id: 7, title: 'X' }}
        dialogId="apply-7"
        upload={upload}
        submit={jest.fn()}
      />,
    );
    fill();
    fireEvent.change(resumeInput(), { target: { files: [pdf()] } });
    fireEvent.change(container.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'spam' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit application' })),
    );
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('ApplicationForm posted without script', () => {
  const withPosted = (posted: PostedApplication, id = 7) => (
    <PostedFormContext.Provider value={posted}>
      <ApplicationForm opening={{ id, title: 'X' }} dialogId={`apply-${id}`} />
    </PostedFormContext.Provider>
  );
  const values = {
    name: 'Asha Verma',
    email: 'asha@',
    phoneNumber: '9876543210',
    currentWorkingLocation: 'Ambala',
    noticePeriod: '30',
  };

  it('posts itself to its page with its opening, as multipart', () => {
    const html = renderToString(
      <ApplicationForm opening={{ id: 7, title: 'X' }} dialogId="apply-7" />,
    );
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toMatch(/enc[tT]ype="multipart\/form-data"/);
    expect(form).toContain('action="#apply-7"');
    expect(html).toContain('<input type="hidden" name="form" value="application"/>');
    expect(html).toContain('<input type="hidden" name="opening" value="7"/>');
  });

  it('shows the rules’ messages with what was typed, asks for the resume again, and blocks nothing', () => {
    render(
      withPosted({
        form: 'application',
        opening: 7,
        values,
        result: {
          kind: 'invalid',
          errors: { email: 'Invalid email', resume: 'Please choose your resume again' },
        },
      }),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(screen.getByTestId('error-email')).toHaveTextContent('Invalid email');
    expect(screen.getByTestId('error-resume')).toHaveTextContent('Please choose your resume again');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('puts a refusal in its own words; says so when sent; another opening’s form ignores it', () => {
    const refused: PostedApplication = {
      form: 'application',
      opening: 7,
      values,
      result: { kind: 'failed', phase: 'submit', status: 429 },
    };
    const { unmount } = render(withPosted(refused));
    expect(screen.getByRole('alert')).toHaveTextContent(/several|wait|minute/i);
    unmount();
    render(
      withPosted({ form: 'application', opening: 7, values: {}, result: { kind: 'sent' } }, 8),
    );
    expect(screen.queryByTestId('application-submitted')).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });
});
