import { formReferenceHead, formReferenceSchema } from '../../pages/formReference';
import { FormReferencePage } from '../../pages/FormReferencePage';
import { definePageModule } from '../route';

export default definePageModule({ schema: formReferenceSchema, Page: FormReferencePage, head: formReferenceHead });
